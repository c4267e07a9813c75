import { changedList, plainValue, type ChangeContext, type ChangeDescriber, type FieldSpec } from './changes.js';

/** The fields every record's documents audit (kit/records/documents on the server). */
export const DOCUMENT_FIELDS: Record<string, FieldSpec> = {
  title: { label: 'Title' },
  description: { label: 'Description', kind: 'long' },
  filename: { label: 'File' },
  fileId: { label: 'File', kind: 'file' },
  version: { kind: 'hidden' },
  active: { label: 'Active' },
  verified: { label: 'Verified' },
  verifiedBy: { kind: 'hidden' },
  verifiedAt: { kind: 'hidden' },
};

/** The document a row is about: its title as written, or as the server looked it up. */
const titleOf = (c: ChangeContext) => {
  const t = c.show('title') ?? c.record;
  return t ? `the document ${t}` : 'a document';
};

/**
 * The record kit's documents in words, for one owner: `filedAs` says where an upload went and who sees it
 * (" to Documents (Academic folder), visible to the student"); `fields` are the owner's own (folder, type).
 */
export function documentDescriber(owner: {
  fields: Record<string, FieldSpec>;
  filedAs: (c: ChangeContext) => string;
}): ChangeDescriber {
  return {
    fields: { ...DOCUMENT_FIELDS, ...owner.fields },
    sentence(c) {
      switch (c.action) {
        case 'create':
          return `uploaded ${c.show('filename', 'after') ?? c.show('title', 'after') ?? 'a document'}${owner.filedAs(c)}`;
        case 'replaceFile': {
          const v = plainValue(c.after.version);
          return `replaced the file of ${titleOf(c)} with ${c.show('fileId', 'after') ?? 'a new file'}${v ? ` (version ${v})` : ''}`;
        }
        case 'update':
          return `edited ${titleOf(c)}${changedList(c)}`;
        case 'activate':
          return `activated ${titleOf(c)} again`;
        case 'deactivate':
          return `deactivated ${titleOf(c)}`;
        case 'verify':
          return `verified ${titleOf(c)}`;
        case 'unverify':
          return `withdrew the verification of ${titleOf(c)}`;
        case 'email': {
          const n = Array.isArray(c.after.documents) ? c.after.documents.length : 0;
          return `emailed ${n === 1 ? 'a document' : `${n} documents`} to ${c.show('to') ?? 'an address'}`;
        }
        default:
          return `${c.action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()} ${titleOf(c)}`;
      }
    },
  };
}
