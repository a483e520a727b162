import { ConnectButton } from '@foyer/modal/react'
import { createRoot } from 'react-dom/client'

// A host page holding only Foyer's button: what BENCHMARKS.md measures for the peers.
createRoot(document.getElementById('root')!).render(<ConnectButton />)
