import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeSession,
  changePasswordRequest,
  confirmEmailRequest,
  forcePasswordChangeRequest,
  forgotPasswordRequest,
  idParam,
  loginRequest,
  loginResponse,
  meResponse,
  okBody,
  resetPasswordRequest,
  signatureRequest,
  signatureResponse,
  updateProfileRequest,
  userProfile,
  singleLine,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { okAfter, routeOps } from '../../../platform/route-op.js';
import type { AuthService } from './auth.service.js';

export const SESSION_COOKIE = 'caduceus_session';

export function authRoutes(
  app: FastifyInstance,
  auth: AuthService,
  opts: { secureCookies: boolean; sessionAbsoluteHours: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('auth');
  const cookieOpts = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: opts.secureCookies,
    path: '/',
    maxAge: opts.sessionAbsoluteHours * 3600,
  };

  r.post(
    '/api/auth/login',
    op('login', 'public', ['auth'], { body: loginRequest, ok: loginResponse }),
    async (req, reply) => {
      const out = await auth.login(
        req.body.username,
        req.body.password,
        req.ip,
        req.headers['user-agent'],
        String(req.id),
      );
      reply.setCookie(SESSION_COOKIE, out.token, cookieOpts);
      return out;
    },
  );

  r.get(
    '/api/auth/me',
    op('getSession', 'authenticated', ['initialAccessRights', 'sessionSeeddms'], {
      ok: meResponse,
      description:
        'The signed-in user and their access rights. Documents are kept by Caduceus itself, so this session also grants document access (no outside document system).',
      config: { duringPasswordChange: true },
    }),
    async (req) => auth.me(req.user!),
  );

  r.post(
    '/api/auth/logout',
    op('logout', 'authenticated', ['logout'], { ok: okBody, config: { duringPasswordChange: true } }),
    async (req, reply) => {
      await auth.logout(actorOf(req), req.user!.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );

  r.post(
    '/api/auth/forgot-password',
    op('forgotPassword', 'public', ['forgotPassword'], { body: forgotPasswordRequest, ok: okBody }),
    async (req) => okAfter(auth.forgotPassword(req.body.username, req.ip, String(req.id))),
  );

  r.post(
    '/api/auth/reset-password',
    op('resetPassword', 'public', ['resetPassword'], { body: resetPasswordRequest, ok: okBody }),
    async (req) => okAfter(auth.resetPassword(req.body.token, req.body.password)),
  );

  r.post(
    '/api/auth/force-password-change',
    op('forcePasswordChange', 'authenticated', ['forcePasswordChange'], {
      body: forcePasswordChangeRequest,
      ok: okBody,
      config: { duringPasswordChange: true },
    }),
    async (req) => okAfter(auth.forcePasswordChange(actorOf(req), req.user!, req.body.password)),
  );

  r.post(
    '/api/me/password',
    op('changePassword', 'authenticated', ['changeUserPassword'], { body: changePasswordRequest, ok: okBody }),
    async (req) => okAfter(auth.changePassword(actorOf(req), req.user!, req.body.currentPassword, req.body.password)),
  );

  r.get('/api/me/profile', op('getProfile', 'authenticated', ['getUserProfile'], { ok: userProfile }), async (req) =>
    auth.profile(req.user!.id),
  );

  r.put(
    '/api/me/profile',
    op('updateProfile', 'authenticated', ['updateUserProfile'], {
      body: updateProfileRequest,
      ok: userProfile,
      description:
        'Names and phone change at once. Another email needs `currentPassword`; it changes when the user opens the link mailed to it (confirmEmail), and is shown as `pendingEmail` until then.',
    }),
    async (req) => {
      await auth.updateProfile(actorOf(req), req.user!.id, req.body);
      return auth.profile(req.user!.id);
    },
  );

  r.post(
    '/api/me/email/confirm',
    op('confirmEmail', 'authenticated', { body: confirmEmailRequest, ok: userProfile }),
    async (req) => {
      await auth.confirmEmail(actorOf(req), req.user!.id, req.body.token);
      return auth.profile(req.user!.id);
    },
  );

  r.get(
    '/api/me/signature',
    op('getSignature', 'authenticated', ['getUserSignature'], { ok: signatureResponse }),
    async (req) => auth.signature(req.user!.id),
  );

  r.put(
    '/api/me/signature',
    op('saveSignature', 'authenticated', ['addUserSignature'], { body: signatureRequest, ok: signatureResponse }),
    async (req) => {
      await auth.saveSignature(actorOf(req), req.user!.id, req.body.image);
      return auth.signature(req.user!.id);
    },
  );

  r.get(
    '/api/admin/sessions',
    op('listActiveSessions', { superUser: true }, ['getActiveUsersList'], {
      querystring: z.object({ name: singleLine().max(100).optional() }),
      ok: z.object({ items: z.array(activeSession) }),
    }),
    async (req) => ({ items: await auth.activeSessions(req.query.name) }),
  );

  r.delete(
    '/api/admin/sessions/:id',
    op('endSession', { superUser: true }, ['userSessionLogout'], { params: idParam, ok: okBody }),
    async (req) => okAfter(auth.endSession(actorOf(req), req.params.id)),
  );
}
