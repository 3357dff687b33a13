/** @jest-environment node */
// Every page will be pre-rendered to static HTML at build time: it must render without a browser.
import { describeServerRendering } from '@mtdm/shared/testing';

describeServerRendering(__dirname);
