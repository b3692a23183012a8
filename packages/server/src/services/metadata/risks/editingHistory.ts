import { distinctTags, tagField } from './tagField';
import type { RiskRule } from './types';

const HISTORY_TAG =
  /^(History\w*|RevisionNumber|TotalEditTime|DocumentID|InstanceID|OriginalDocumentID|DerivedFrom\w*|PreservedFileName|LastPrinted)$/;

/** Editing history shows earlier versions, original file names and how long people worked on the file. */
export const editingHistory: RiskRule = ({ tags }) => {
  const found = distinctTags(tags, (tag) => HISTORY_TAG.test(tag.name));
  const first = found[0];
  if (!first) return [];
  const fields = [...new Set(found.map(tagField))];
  return [
    {
      severity: 'medium',
      finding: `Editing history found (${fields.slice(0, 6).join(', ')}${fields.length > 6 ? ', ...' : ''}).`,
      advice:
        'Export a clean copy (for example "Save as" a new file or `exiftool -xmp:all= FILE`) to drop revision history.',
      field: tagField(first),
    },
  ];
};
