import { distinctTags, tagField, tagText } from './tagField';
import type { RiskRule } from './types';

const SOFTWARE_TAGS = new Set([
  'Software',
  'Producer',
  'CreatorTool',
  'Application',
  'AppVersion',
  'ProcessingSoftware',
  'HistorySoftwareAgent',
  'HostComputer',
]);

/** Software names and versions help an attacker pick exploits for the sender's tools. */
export const softwareVersions: RiskRule = ({ tags }) =>
  distinctTags(tags, (tag) => SOFTWARE_TAGS.has(tag.name) || (tag.group === 'PDF' && tag.name === 'Creator')).map(
    (tag) => ({
      severity: 'low',
      finding: `Software recorded in ${tagField(tag)}: ${tagText(tag)}.`,
      advice:
        'Remove software and version fields when the file leaves your organisation, and keep that software up to date.',
      field: tagField(tag),
    }),
  );
