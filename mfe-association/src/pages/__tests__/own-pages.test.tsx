import { describeOwnPages } from '@mtdm/shared/testing';

describeOwnPages(__dirname);
