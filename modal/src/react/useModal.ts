import { useMemo } from 'react'
import { closeModal } from '../core/modal/closeModal.ts'
import { type OpenModalParameters, openModal } from '../core/modal/openModal.ts'
import { useFoyer } from './useFoyer.ts'
import { useFoyerState } from './useFoyerState.ts'

/**
 * Opens and closes the modal from host code.
 * @example const { open } = useModal(); open({ view: 'Account' })
 */
export function useModal() {
  const foyer = useFoyer()
  const isOpen = useFoyerState(foyer.modal, (s) => s.open)
  return useMemo(
    () => ({
      isOpen,
      open: (parameters?: OpenModalParameters) => openModal(foyer, parameters),
      close: () => closeModal(foyer),
    }),
    [foyer, isOpen],
  )
}
