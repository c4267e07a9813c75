import type { Core } from '../../platform/core.js';
import type { Kit } from '../kit/index.js';
import { createAccessService } from './rights/access.service.js';
import { accessRoutes } from './rights/access.routes.js';
import { createAuthService } from './auth/auth.service.js';
import { authRoutes, SESSION_COOKIE } from './auth/auth.routes.js';
import { pruneFailures } from './auth/auth.repo.js';
import { createUsersService } from './users/users.service.js';
import { usersRoutes } from './users/users.routes.js';
import { usersUpload } from './users/users.uploads.js';
import { accessLogRoutes } from './access-log/access-log.routes.js';
import { createAccessLogService } from './access-log/access-log.service.js';

export { directoryScope, inDirectory } from './users/users.directory.js';
export { insertPasswordToken } from './auth/auth.repo.js';
export type { UsersService } from './users/users.service.js';

/** Sign-in and sessions, groups and rights, users, and the record access log; gives the core its identity. */
export function registerAccess(core: Core, { kit }: { kit: Kit }) {
  const { app, db, config } = core;
  const access = createAccessService(db, { rightsCacheMs: config.rightsCacheMs });
  const auth = createAuthService({
    db,
    access,
    publicUrl: config.publicUrl,
    sessionIdleMinutes: config.sessionIdleMinutes,
    sessionAbsoluteHours: config.sessionAbsoluteHours,
    resetTokenMinutes: config.resetTokenMinutes,
    mailQueued: core.mailQueued,
    sessionCacheMs: config.sessionCacheMs,
    login: config.login,
  });
  Object.assign(core.identity, {
    cookieName: SESSION_COOKIE,
    authenticate: auth.authenticate,
    rightsOf: access.rightsOf,
    confirmPassword: auth.confirmPassword,
    forgetRights: () => access.forgetRights(),
  });
  const users = createUsersService(db, auth, access);

  accessLogRoutes(app, createAccessLogService({ db, accessLog: app.accessLog }));
  authRoutes(app, auth, config);
  accessRoutes(app, access);
  usersRoutes(app, users, access);
  kit.uploadTypes.add(usersUpload(db, auth));
  // waiting forgot-password requests become links before the mail goes (the request itself never looks at accounts)
  kit.beforeMail(() => auth.issueRequestedResets());
  core.jobs.register({ name: 'prune-login-failures', everyMs: 3600_000, run: () => pruneFailures(db) });

  return {
    access,
    users,
    /** a user's cached session must be read again (their name, type or rights changed) */
    forgetUser: (userId: number) => auth.forgetUser(userId),
  };
}
export type Access = ReturnType<typeof registerAccess>;
