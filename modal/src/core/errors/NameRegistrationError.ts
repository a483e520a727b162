import { NameServiceError, type NameServiceErrorParameters } from './NameServiceError.ts'

/** A name could not be registered (SPEC §4, §8). */
export class NameRegistrationError extends NameServiceError {
  override name = 'NameRegistrationError'

  constructor({ name, ...parameters }: NameServiceErrorParameters & { name: string }) {
    super(`Error registering name ${name}`, parameters)
  }
}
