import type { UploadScene } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OperatorService } from '../operators/service';
import type { StaffService } from '../staff/service';
import type { createFileRepository } from './repository';
import type { createUrlSigner } from './signed-url';

/** What a private upload is (issue #17). Everything else (adverts, products, avatars, articles, seeds, standards) is public. */
export type DocumentKind = 'voucher' | 'contract' | 'signedContract' | 'report' | 'stampedReport' | 'licence' | 'idCard' | 'settlement' | 'orderMessage' | 'invoice';

/** Upload scenes that are private from the first byte, and what they hold until a service says more. */
export const KIND_OF_SCENE: Record<UploadScene, DocumentKind> = {
  settlement: 'settlement',
  register: 'licence',
  voucher: 'voucher',
  contract: 'contract',
  report: 'report',
  licence: 'licence',
  idCard: 'idCard',
  /** Issue #22: an attachment of a message on an order (tied to the order when the message is posted). */
  orderMessage: 'orderMessage',
  /** Issue #23: an e-invoice, tied to its order when it is issued. */
  invoice: 'invoice',
};

export const isPrivateScene = (scene: string): scene is UploadScene => Object.hasOwn(KIND_OF_SCENE, scene);

/** Who asks for a file: the member of the Token header's session (null for a visitor) and any signed link's exp and sig. */
export interface FileAccess {
  memberId?: number | null;
  /** The session passed a second factor: an operator's rights need it, as on the console (issue #17). */
  secondFactor?: boolean;
  exp?: number;
  sig?: string;
}

/** Roles are looked up through their own services (request.staff/operator are set on auth routes only). */
export interface FileViewers {
  operators: Pick<OperatorService, 'resolve'>;
  staff: Pick<StaffService, 'resolve'>;
}

/** What a service that accepts a document into an order (or an account) is handed by the wiring. */
export interface PrivateDocuments {
  makePrivate(trx: Kysely<Database>, paths: string[], doc: { kind: DocumentKind; orderId?: number }): Promise<void>;
  /** The names the files at these paths were uploaded under (those that had one), by path. */
  namesOf(paths: readonly string[]): Promise<Record<string, string>>;
}

type Repo = ReturnType<typeof createFileRepository>;
type Signer = ReturnType<typeof createUrlSigner>;

/**
 * The entitlement rule for a private upload: a valid signed link; or the member who uploaded it;
 * or a platform operator (signed in with a second factor); or the member, or the staff of the
 * institution, of an order it belongs to.
 */
export function createFileEntitlement({ repo, signer, viewers }: { repo: Repo; signer: Signer; viewers: FileViewers }) {
  return async function mayOpen(row: { file_key: string; member_id: number | null }, access: FileAccess): Promise<boolean> {
    if (signer.verify(row.file_key, access.exp, access.sig)) return true;
    const memberId = access.memberId ?? null;
    if (memberId === null) return false;
    if (row.member_id === memberId) return true;
    if (access.secondFactor && (await viewers.operators.resolve(memberId))) return true;
    const staff = await viewers.staff.resolve(memberId);
    return repo.onOrderOf(row.file_key, memberId, staff?.institutionId ?? null);
  };
}
