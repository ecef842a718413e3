/** A refusal a person can read. The route wrapper turns it into `{ result: false, error }` with `status`. */
export class AppError extends Error {
  constructor(
    public status: number,
    message: string,
    public extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = "Please sign in to continue.") => new AppError(401, message);
export const forbidden = (message = "You are not allowed to do that.") => new AppError(403, message);
export const notFound = (message = "Not found.") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooMany = (message: string) => new AppError(429, message);
