import { distinctTags, tagField, tagText } from './tagField';
import type { RiskRule } from './types';

const NAME_TAGS = new Set([
  'Author',
  'Artist',
  'Creator',
  'OwnerName',
  'CameraOwnerName',
  'LastModifiedBy',
  'XPAuthor',
  'By-line',
  'Writer-Editor',
  'CaptionWriter',
  'Company',
  'Manager',
]);

/** Names of authors, owners and editors identify people and organisations. */
export const authorNames: RiskRule = ({ tags }) =>
  // A PDF's Info `Creator` names the program that made it, not a person (see softwareVersions).
  distinctTags(tags, (tag) => NAME_TAGS.has(tag.name) && !(tag.group === 'PDF' && tag.name === 'Creator')).map(
    (tag) => ({
      severity: 'medium',
      finding: `Author or owner name in ${tagField(tag)}: "${tagText(tag)}".`,
      advice: 'Clear author, owner and company fields before sharing (document properties or `exiftool -all= FILE`).',
      field: tagField(tag),
    }),
  );
