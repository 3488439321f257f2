import a from '../../shell/src/app';
import b from '@member/shell';
import c from '@member/mfe-auth/src/x';
import d from '../../mfe-auth/src/lifecycles';
import e from './mfe-local-file';
import f from '@member/shared-contracts';
import g from './app';
import h from '@member/shell-ish';
export const all = [a, b, c, d, e, f, g, h];
