/** Said (and announced) when no page matched the query as read and the results match part of it. */
export const RELAXED_NOTICE = "No exact match; closest results.";
