/** The query key of the signed-in session (GET /api/auth/me). */
export const SESSION_KEY = ['session'] as const;
