import type { OperationDocs } from '../OperationDoc';
import { accountDocs } from './accountDocs';
import { adminDocs } from './adminDocs';
import { apisDocs } from './apisDocs';
import { articlesDocs } from './articlesDocs';
import { auditDocs } from './auditDocs';
import { authDocs } from './authDocs';
import { mpesaDocs } from './mpesaDocs';
import { passkeysDocs } from './passkeysDocs';
import { sessionsDocs } from './sessionsDocs';
import { supportDocs } from './supportDocs';
import { twoFactorDocs } from './twoFactorDocs';
import { walletDocs } from './walletDocs';

/** Every documented route by `METHOD /url`; a route missing here is left out of the document. */
export const operationDocs: OperationDocs = {
  ...authDocs,
  ...accountDocs,
  ...adminDocs,
  ...walletDocs,
  ...mpesaDocs,
  ...apisDocs,
  ...articlesDocs,
  ...supportDocs,
  ...sessionsDocs,
  ...auditDocs,
  ...twoFactorDocs,
  ...passkeysDocs,
};
