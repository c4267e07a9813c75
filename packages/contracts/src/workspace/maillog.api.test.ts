import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { permissionFor } from '../access/menu.js';
import { SPEC_ROUTES } from '../routes.js';
import { tableDef } from '../reference/tables.js';
import {
  MAIL_LOG_KINDS,
  MAIL_LOG_LINK,
  MAIL_LOG_REGISTERS,
  hasOutgoingType,
  mailLogInput,
  mailLogKindOfPath,
  mailLogListQuery,
  mailLogUpdateInput,
} from './maillog.api.js';

const base = {
  kind: 'incoming',
  mailDate: '2026-03-10',
  department: '4',
  fromName: 'Ministry of Health',
  toName: 'Dean',
  subject: 'Licence renewal',
};
const errors = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('mail log registers', () => {
  it('are the five screens of the spec, each guarded by the mail log menu entry', () => {
    const paths = MAIL_LOG_KINDS.map((k) => MAIL_LOG_REGISTERS[k].path);
    expect(paths).toEqual([
      '/mailLog/incoming',
      '/mailLog/outgoing',
      '/mailLog/aruba/incoming',
      '/mailLog/aruba/outgoing',
      '/mailLog/returned',
    ]);
    for (const k of MAIL_LOG_KINDS) {
      const { path } = MAIL_LOG_REGISTERS[k];
      expect(SPEC_ROUTES as readonly string[]).toContain(path);
      expect(mailLogKindOfPath(path)).toBe(k);
      expect(mailLogKindOfPath(`${path}/?view=3`)).toBe(k);
      expect(permissionFor(path)).toBe(MAIL_LOG_LINK);
    }
    expect(mailLogKindOfPath('/mailLog/aruba')).toBeUndefined();
  });

  it("carry the spec's isAruba and isIncoming flags; the outgoing ones need a type of outgoing", () => {
    const flags = Object.fromEntries(
      MAIL_LOG_KINDS.map((k) => [
        k,
        [MAIL_LOG_REGISTERS[k].isAruba, MAIL_LOG_REGISTERS[k].isIncoming, MAIL_LOG_REGISTERS[k].outgoing],
      ]),
    );
    expect(flags).toEqual({
      incoming: [false, true, false],
      outgoing: [false, false, true],
      'aruba-incoming': [true, true, false],
      'aruba-outgoing': [true, false, true],
      returned: [false, true, false],
    });
    expect(MAIL_LOG_KINDS.filter(hasOutgoingType)).toEqual(['outgoing', 'aruba-outgoing', 'returned']);
  });

  it('take their dropdowns from the control tables department and outgoing-mail-type', () => {
    expect(tableDef('department')?.seed?.length).toBeGreaterThan(5);
    expect(tableDef('outgoing-mail-type')?.specCalls).toEqual(['typeOfOutgoingDropdown']);
    expect(tableDef('department')?.specCalls).toEqual(['departmentDropdown']);
  });
});

describe('mailLogInput', () => {
  it("names every missing field at once, the register's own rules included", () => {
    expect(errors(mailLogInput.safeParse({ kind: 'aruba-outgoing', fromName: '  ' }))).toEqual({
      mailDate: 'Date is required',
      department: 'Department is required',
      fromName: 'From is required',
      toName: 'To is required',
      subject: 'Subject is required',
      outgoingType: 'Type of Outgoing is required',
    });
    expect(errors(mailLogInput.safeParse({ ...base, kind: 'returned' }))).toEqual({
      returnReason: 'Reason Returned is required',
    });
    expect(mailLogInput.safeParse({ ...base, kind: 'returned', returnReason: 'Moved away' }).success).toBe(true);
    expect(mailLogInput.safeParse({ ...base, kind: 'outgoing', outgoingType: '7' }).success).toBe(true);
  });

  it('trims text, reads ids from form text and defaults to physical mail', () => {
    const r = mailLogInput.parse({ ...base, subject: '  Licence renewal ', notes: '   ', trackingNumber: '' });
    expect(r).toMatchObject({
      subject: 'Licence renewal',
      department: 4,
      medium: 'Physical',
      notes: null,
      trackingNumber: null,
      outgoingType: null,
    });
    expect(errors(mailLogInput.safeParse({ ...base, medium: 'Pigeon' }))).toEqual({
      medium: 'Choose physical or electronic',
    });
    expect(errors(mailLogInput.safeParse({ ...base, subject: 'x'.repeat(301) }))).toEqual({
      subject: 'Subject can be at most 300 characters',
    });
  });

  it('takes a date as shown (MM/DD/YYYY) or ISO, and only days that exist', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [y, m, day] = iso.split('-');
          expect(mailLogInput.parse({ ...base, mailDate: `${m}/${day}/${y}` }).mailDate).toBe(iso);
          expect(mailLogInput.parse({ ...base, mailDate: iso }).mailDate).toBe(iso);
        },
      ),
    );
    for (const bad of ['2026-02-29', '02/30/2026', '13/01/2026', 'yesterday']) {
      expect(errors(mailLogInput.safeParse({ ...base, mailDate: bad })), bad).toEqual({
        mailDate: 'Date must be a valid date (MM/DD/YYYY)',
      });
    }
  });

  it('on edit also reads the attachments to remove', () => {
    expect(mailLogUpdateInput.parse({ ...base, removeAttachments: '3, 7' }).removeAttachments).toEqual([3, 7]);
    expect(mailLogUpdateInput.parse(base).removeAttachments).toEqual([]);
    expect(mailLogUpdateInput.safeParse({ ...base, removeAttachments: '3,x' }).success).toBe(false);
  });
});

describe('mailLogListQuery', () => {
  it('needs a register and a date range in order', () => {
    expect(mailLogListQuery.safeParse({}).success).toBe(false);
    expect(
      mailLogListQuery.parse({ kind: 'returned', from: '03/01/2026', to: '2026-03-01', department: '2' }),
    ).toMatchObject({ from: '2026-03-01', to: '2026-03-01', department: 2, page: 1, pageSize: 25 });
    expect(errors(mailLogListQuery.safeParse({ kind: 'incoming', from: '2026-03-02', to: '2026-03-01' }))).toEqual({
      to: 'The end date must be on or after the start date',
    });
  });
});
