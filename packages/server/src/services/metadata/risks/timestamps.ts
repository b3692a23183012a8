import { distinctTags, tagField, tagText } from './tagField';
import type { RiskRule } from './types';

/** Creation and modification times reveal when, and with the time zone where, people worked. */
export const timestamps: RiskRule = ({ tags }) => {
  const found = distinctTags(tags, (tag) => /Date/.test(tag.name) && typeof tag.value === 'string');
  const first = found[0];
  if (!first) return [];
  const listed = found.slice(0, 4).map((tag) => `${tag.name} ${tagText(tag)}`);
  return [
    {
      severity: 'low',
      finding: `Timestamps recorded: ${listed.join('; ')}${found.length > 4 ? '; ...' : ''}.`,
      advice:
        'Remove or normalise dates when timing or time zone should stay private (for example `exiftool -alldates= FILE`).',
      field: tagField(first),
    },
  ];
};
