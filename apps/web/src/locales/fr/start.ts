import common from './common.json';
import auth from './auth.json';
import errors from './errors.json';
import account from './account.json';
import catalogue from './catalogue.json';
import { validationFr as validation } from '@encore/shared/validation/messages-fr';

/**
 * The namespaces any screen may show (shell and account menu, sign-in screens, API errors, the shared list and
 * form pieces): one download before the first render (lib/i18n-catalogues.ts).
 */
export default { common, auth, errors, account, catalogue, validation };
