import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A styled-components construction, `styled.tag` or `styled(Component)` (not a property that is called `styled`). */
const CONSTRUCTION = /(?<![\w$.])styled(?:\.[A-Za-z]\w*|\([A-Za-z_$][\w$.]*\))/g;

/**
 * Gives every styled component of the sources a component id made of its file and its place in the file (what
 * babel-plugin-styled-components does). Without it styled-components numbers its components in the order they are
 * created, which differs between the server (every page it has rendered so far) and the browser (the chunks of one
 * page): their class names would differ, and the browser would take over the server's HTML with other classes.
 */
export function stableStyledIds(root: string): Plugin {
  return {
    name: 'csi:stable-styled-ids',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?', 1)[0] ?? id;
      if (file.includes('/node_modules/') || !/\.[jt]sx?$/.test(file) || !code.includes('styled-components')) {
        return null;
      }
      const prefix = createHash('sha1').update(path.relative(root, file)).digest('hex').slice(0, 8);
      let index = 0;
      const stable = code.replace(CONSTRUCTION, (construction) => {
        index += 1;
        return `${construction}.withConfig({ componentId: "sc-${prefix}-${index}" })`;
      });
      // The inserts only widen lines: the existing source map stays close enough.
      return index === 0 ? null : { code: stable, map: null };
    },
  };
}
