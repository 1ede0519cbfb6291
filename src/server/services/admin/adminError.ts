/** A command refused for a reason the operator can fix; the CLI prints it without a stack. */
export class AdminError extends Error {}
