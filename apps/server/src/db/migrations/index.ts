import type { Migration } from 'kysely';
import * as m0001 from './0001-dictionary';
import * as m0002 from './0002-accounts';
import * as m0003 from './0003-sign-on';
import * as m0004 from './0004-files';
import * as m0005 from './0005-member-avatar';
import * as m0006 from './0006-content';
import * as m0007 from './0007-dictionary-index';
import * as m0008 from './0008-lookup';
import * as m0009 from './0009-institutions';
import * as m0010 from './0010-orders';
import * as m0011 from './0011-operators';
import * as m0012 from './0012-products';
import * as m0013 from './0013-report-stamps';
import * as m0014 from './0014-operator-console';
import * as m0015 from './0015-dictionary-enabled';
import * as m0016 from './0016-standard-herbs';
import * as m0017 from './0017-article-tokens';
import * as m0018 from './0018-lookup-rank-index';
import * as m0019 from './0019-processed-form-token';
import * as m0020 from './0020-sign-in-guards';
import * as m0021 from './0021-second-factor';
import * as m0022 from './0022-private-files';
import * as m0023 from './0023-upload-claims';
import * as m0024 from './0024-audit-retention';
import * as m0025 from './0025-list-indexes';
import * as m0026 from './0026-row-counts';
import * as m0027 from './0027-product-tokens';
import * as m0028 from './0028-row-count-truncate';
import * as m0029 from './0029-search-index-version';

/** Every migration, in order. Names sort lexically; never rename one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-dictionary': m0001,
  '0002-accounts': m0002,
  '0003-sign-on': m0003,
  '0004-files': m0004,
  '0005-member-avatar': m0005,
  '0006-content': m0006,
  '0007-dictionary-index': m0007,
  '0008-lookup': m0008,
  '0009-institutions': m0009,
  '0010-orders': m0010,
  '0011-operators': m0011,
  '0012-products': m0012,
  '0013-report-stamps': m0013,
  '0014-operator-console': m0014,
  '0015-dictionary-enabled': m0015,
  '0016-standard-herbs': m0016,
  '0017-article-tokens': m0017,
  '0018-lookup-rank-index': m0018,
  '0019-processed-form-token': m0019,
  '0020-sign-in-guards': m0020,
  '0021-second-factor': m0021,
  '0022-private-files': m0022,
  '0023-upload-claims': m0023,
  '0024-audit-retention': m0024,
  '0025-list-indexes': m0025,
  '0026-row-counts': m0026,
  '0027-product-tokens': m0027,
  '0028-row-count-truncate': m0028,
  '0029-search-index-version': m0029,
};
