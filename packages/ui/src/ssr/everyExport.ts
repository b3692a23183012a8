import * as charts from '../charts';
import * as editor from '../editor';
import * as root from '../index';
import * as markdown from '../markdown';
import * as password from '../password';

/** What the package's entry points export together: `@csi/ui`, `@csi/ui/charts`, `@csi/ui/editor`,
 * `@csi/ui/markdown`, `@csi/ui/password`. */
export const everyExport = { ...root, ...charts, ...editor, ...markdown, ...password };
