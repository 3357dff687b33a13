import { describeOwnPages } from '@mtdm/shared/testing';
import { ownPages } from '..';

describeOwnPages('mfe_forms', ownPages);
