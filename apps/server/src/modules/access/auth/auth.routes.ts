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
import type { AuthService } from './auth.service.js';

export const SESSION_COOKIE = 'caduceus_session';

export function authRoutes(
  app: FastifyInstance,
  auth: AuthService,
  opts: { secureCookies: boolean; sessionAbsoluteHours: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const cookieOpts = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: opts.secureCookies,
    path: '/',
    maxAge: opts.sessionAbsoluteHours * 3600,
  };

  r.post(
    '/api/auth/login',
    {
      schema: { operationId: 'login', tags, body: loginRequest, response: { 200: loginResponse } },
      config: { access: 'public', specCalls: ['auth'] },
    },
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
    {
      schema: {
        operationId: 'getSession',
        tags,
        description:
          'The signed-in user and their access rights. Documents are kept by Caduceus itself, so this session also grants document access (no outside document system).',
        response: { 200: meResponse },
      },
      config: {
        access: 'authenticated',
        duringPasswordChange: true,
        specCalls: ['initialAccessRights', 'sessionSeeddms'],
      },
    },
    async (req) => auth.me(req.user!),
  );

  r.post(
    '/api/auth/logout',
    {
      schema: { operationId: 'logout', tags, response: { 200: okBody } },
      config: { access: 'authenticated', duringPasswordChange: true, specCalls: ['logout'] },
    },
    async (req, reply) => {
      await auth.logout(actorOf(req), req.user!.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );

  r.post(
    '/api/auth/forgot-password',
    {
      schema: { operationId: 'forgotPassword', tags, body: forgotPasswordRequest, response: { 200: okBody } },
      config: { access: 'public', specCalls: ['forgotPassword'] },
    },
    async (req) => {
      await auth.forgotPassword(req.body.username, req.ip, String(req.id));
      return { ok: true as const };
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      schema: { operationId: 'resetPassword', tags, body: resetPasswordRequest, response: { 200: okBody } },
      config: { access: 'public', specCalls: ['resetPassword'] },
    },
    async (req) => {
      await auth.resetPassword(req.body.token, req.body.password);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/auth/force-password-change',
    {
      schema: { operationId: 'forcePasswordChange', tags, body: forcePasswordChangeRequest, response: { 200: okBody } },
      config: { access: 'authenticated', duringPasswordChange: true, specCalls: ['forcePasswordChange'] },
    },
    async (req) => {
      await auth.forcePasswordChange(actorOf(req), req.user!, req.body.password);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/me/password',
    {
      schema: { operationId: 'changePassword', tags, body: changePasswordRequest, response: { 200: okBody } },
      config: { access: 'authenticated', specCalls: ['changeUserPassword'] },
    },
    async (req) => {
      await auth.changePassword(actorOf(req), req.user!, req.body.currentPassword, req.body.password);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/me/profile',
    {
      schema: { operationId: 'getProfile', tags, response: { 200: userProfile } },
      config: { access: 'authenticated', specCalls: ['getUserProfile'] },
    },
    async (req) => auth.profile(req.user!.id),
  );

  r.put(
    '/api/me/profile',
    {
      schema: {
        operationId: 'updateProfile',
        tags,
        body: updateProfileRequest,
        response: { 200: userProfile },
        description:
          'Names and phone change at once. Another email needs `currentPassword`; it changes when the user opens the link mailed to it (confirmEmail), and is shown as `pendingEmail` until then.',
      },
      config: { access: 'authenticated', specCalls: ['updateUserProfile'] },
    },
    async (req) => {
      await auth.updateProfile(actorOf(req), req.user!.id, req.body);
      return auth.profile(req.user!.id);
    },
  );

  r.post(
    '/api/me/email/confirm',
    {
      schema: { operationId: 'confirmEmail', tags, body: confirmEmailRequest, response: { 200: userProfile } },
      config: { access: 'authenticated' },
    },
    async (req) => {
      await auth.confirmEmail(actorOf(req), req.user!.id, req.body.token);
      return auth.profile(req.user!.id);
    },
  );

  r.get(
    '/api/me/signature',
    {
      schema: { operationId: 'getSignature', tags, response: { 200: signatureResponse } },
      config: { access: 'authenticated', specCalls: ['getUserSignature'] },
    },
    async (req) => auth.signature(req.user!.id),
  );

  r.put(
    '/api/me/signature',
    {
      schema: { operationId: 'saveSignature', tags, body: signatureRequest, response: { 200: signatureResponse } },
      config: { access: 'authenticated', specCalls: ['addUserSignature'] },
    },
    async (req) => {
      await auth.saveSignature(actorOf(req), req.user!.id, req.body.image);
      return auth.signature(req.user!.id);
    },
  );

  r.get(
    '/api/admin/sessions',
    {
      schema: {
        operationId: 'listActiveSessions',
        tags,
        querystring: z.object({ name: singleLine().max(100).optional() }),
        response: { 200: z.object({ items: z.array(activeSession) }) },
      },
      config: { access: { superUser: true }, specCalls: ['getActiveUsersList'] },
    },
    async (req) => ({ items: await auth.activeSessions(req.query.name) }),
  );

  r.delete(
    '/api/admin/sessions/:id',
    {
      schema: { operationId: 'endSession', tags, params: idParam, response: { 200: okBody } },
      config: { access: { superUser: true }, specCalls: ['userSessionLogout'] },
    },
    async (req) => {
      await auth.endSession(actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );
}
