// The size limits of uploaded files: the server's checks (lib/uploads/check-upload.ts), the request body
// caps (lib/uploads/limit-request-size.ts) and the forms' own checks read them. No server code: the browser
// imports it.
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
