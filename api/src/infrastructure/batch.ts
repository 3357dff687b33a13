// A batch of the volunteers' space (orders shipped, documents sent again) is one transaction: every
// line is done, or none, and each line that could not be done is said, in French.

/** A line of a batch that could not be done: its reference, and why. */
export interface BatchFailure {
  readonly reference: string;
  readonly message: string;
}

/** Thrown inside a batch's transaction so that nothing of it is kept when one line fails. */
export class BatchRefused extends Error {}
