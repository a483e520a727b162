import { describe, expect, it } from 'vitest'
import { savesData } from './loadViews.ts'

describe('savesData: nothing is fetched before intent for these visitors', () => {
  it('Save-Data, and 2G-class connections', () => {
    expect(savesData({ saveData: true, effectiveType: '4g' })).toBe(true)
    expect(savesData({ saveData: false, effectiveType: 'slow-2g' })).toBe(true)
    expect(savesData({ effectiveType: '2g' })).toBe(true)
  })

  it('not on 3G or faster, nor where the browser does not say (Firefox, Safari)', () => {
    expect(savesData({ saveData: false, effectiveType: '3g' })).toBe(false)
    expect(savesData({ saveData: false, effectiveType: '4g' })).toBe(false)
    expect(savesData({})).toBe(false)
    expect(savesData(undefined)).toBe(false)
  })
})
