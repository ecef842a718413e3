// Content an admin hid (Job, EmployerReview, ChatMessage: hiddenAt, hiddenReason; lib/admin/queues/hide-content.ts):
// what its owner sees in its place. Client-safe, imports nothing, so every area can use it.

/** What the owner of hidden content sees in its place. */
export const hiddenLabel = (reason: string) => `Hidden by Gigline: ${reason}`;
