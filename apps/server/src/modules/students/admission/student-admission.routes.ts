import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMISSION_ACCEPTANCES,
  ADMISSION_ACCEPTANCE_KEYS,
  ADMISSION_FORMS,
  ADMISSION_FORM_KEYS,
  acceptanceInput,
  admissionFormsView,
  admissionVerification,
  savedAcceptance,
  savedAdmissionForm,
  studentIdParam,
  verifyCodeInput,
  type AdmissionAcceptanceKey,
  type AdmissionFormKey,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import type { StudentAdmissionService } from './student-admission.service.js';
import type { AdmissionVerificationService, FormFiller } from './student-admission.verification.js';

const op = routeOps('students');
const tab = 'admissionForms' as const;

/** The old call each form's save covers, and our operation name. */
const FORM_OPS: Record<AdmissionFormKey, { operationId: string; specCall: string }> = {
  contact: { operationId: 'saveAdmissionContact', specCall: 'studentAdmissionContact' },
  disclosure: { operationId: 'saveAdmissionDisclosure', specCall: 'studentAdmissionDisclosure' },
  licensure: { operationId: 'saveAdmissionLicensure', specCall: 'studentAdmissionLicensure' },
  memorandum: { operationId: 'saveAdmissionMemorandum', specCall: 'studentAdmissionMemorandum' },
  statement: { operationId: 'saveAdmissionStatement', specCall: 'studentAdmissionStatement' },
  transferCredit: { operationId: 'saveAdmissionTransferCredit', specCall: 'studentAdmissionTransferCredit' },
  whereYouHeard: { operationId: 'saveAdmissionWhereYouHeard', specCall: 'studentAdmissionWhereYouHeard' },
};
const ACCEPT_OPS: Record<AdmissionAcceptanceKey, { operationId: string; specCall: string }> = {
  disclosure: { operationId: 'acceptAdmissionDisclosure', specCall: 'acceptDisclosure' },
  terms: { operationId: 'acceptAdmissionTerms', specCall: 'updateTermAndConditions' },
  policyGuide: { operationId: 'acceptAdmissionPolicyGuide', specCall: 'savePolicyGuide' },
};

const fillerOf = (req: FastifyRequest<{ Params: { studentId: number } }>): FormFiller => ({
  actor: actorOf(req),
  sessionId: req.user!.sessionId,
  studentId: req.params.studentId,
  asParent: req.user!.userType === 'Parent',
});

/** admissionforms: the student's side only (staff get 403 from the tab rules); every save after email verification. */
export function studentAdmissionRoutes(
  app: FastifyInstance,
  forms: StudentAdmissionService,
  verification: AdmissionVerificationService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/students/:studentId/admission-forms';

  r.get(
    base,
    op('getAdmissionForms', { student: tab, bit: 'read' }, ['studentAdmissionForms'], {
      params: studentIdParam,
      ok: admissionFormsView,
      description:
        "Every form's saved status (who, when), the acceptances and where the viewer stands with verification; the answers only once verified in this sign-in.",
    }),
    async (req) => forms.view(fillerOf(req)),
  );

  r.post(
    `${base}/code`,
    op('sendAdmissionFormCode', { student: tab, bit: 'write' }, ['studentFormSendCode'], {
      params: studentIdParam,
      ok: admissionVerification,
      description:
        "Emails a 6-digit code (15 minutes, 5 tries) to the signed-in person: a student's record email, a parent's account email. 429 within a minute of the last code or after 5 in an hour.",
    }),
    async (req) => verification.sendCode(fillerOf(req)),
  );

  r.post(
    `${base}/verify`,
    op('verifyAdmissionFormCode', { student: tab, bit: 'write' }, ['studentFormVerify'], {
      params: studentIdParam,
      body: verifyCodeInput,
      ok: admissionVerification,
      description:
        'Checks the code: 400 when wrong (with the tries left), 422 when expired, used up or never sent. Verified, the forms open for this sign-in.',
    }),
    async (req) => verification.verify(fillerOf(req), req.body.code),
  );

  for (const form of ADMISSION_FORM_KEYS) {
    const def = ADMISSION_FORMS[form];
    r.put(
      `${base}/${def.path}`,
      op(FORM_OPS[form].operationId, { student: tab, bit: 'edit' }, [FORM_OPS[form].specCall], {
        params: studentIdParam,
        body: def.schema,
        ok: savedAdmissionForm,
        description: `Saves the ${def.title} form (422 until the filler has verified their email).`,
      }),
      async (req) => forms.saveForm(fillerOf(req), form, req.body),
    );
  }

  for (const kind of ADMISSION_ACCEPTANCE_KEYS) {
    r.post(
      `${base}/acceptances/${ADMISSION_ACCEPTANCES[kind].path}`,
      op(ACCEPT_OPS[kind].operationId, { student: tab, bit: 'write' }, [ACCEPT_OPS[kind].specCall], {
        params: studentIdParam,
        body: acceptanceInput,
        ok: savedAcceptance,
        description: `Accepts the ${ADMISSION_ACCEPTANCES[kind].title} (422 until the filler has verified their email).`,
      }),
      async (req) => forms.accept(fillerOf(req), kind),
    );
  }
}
