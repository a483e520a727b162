#!/usr/bin/env node
import { run } from './run.js'

// `create-foyer [flags]` is `foyer init [flags]`, so that `npm create foyer` works.
await run('create-foyer')
