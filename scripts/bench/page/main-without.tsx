import { createRoot } from 'react-dom/client'

// The same page without Foyer: React and a plain button.
createRoot(document.getElementById('root')!).render(<button type="button">Connect wallet</button>)
