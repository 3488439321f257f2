import c from '@member/mfe-auth';
import d from '../../mfe-auth/src/lifecycles';
import f from '@member/shared-contracts';
import g from '../routing/app-routes';
export const all = [c, d, f, g];
