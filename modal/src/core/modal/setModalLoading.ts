import type { Foyer } from '../foyer.ts'

/** Marks the modal as waiting for the code of its views (SPEC §4's loading flag). */
export function setModalLoading(foyer: Foyer, loading: boolean): void {
  if (foyer.modal.getState().loading !== loading) foyer.modal.setState({ loading })
}
