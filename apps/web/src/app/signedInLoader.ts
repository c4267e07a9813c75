let loading: Promise<typeof import('./signedInRoutes')> | undefined;
/**
 * The signed-in route table (every screen but the signed-out ones), fetched once: on the first signed-in
 * path, or ahead of it by the sign-in screen while the user types.
 */
export const loadSignedInRoutes = () => (loading ??= import('./signedInRoutes'));
