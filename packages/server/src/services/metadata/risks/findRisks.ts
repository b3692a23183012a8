import { authorNames } from './authorNames';
import { deviceSerials } from './deviceSerials';
import { editingHistory } from './editingHistory';
import { encryptedArchive } from './encryptedArchive';
import { executables } from './executables';
import { extensionMismatch } from './extensionMismatch';
import { gpsPosition } from './gpsPosition';
import { officeMacros } from './officeMacros';
import { pdfActiveContent } from './pdfActiveContent';
import { softwareVersions } from './softwareVersions';
import { timestamps } from './timestamps';
import type { Risk, RiskContext, RiskRule } from './types';

const RULES: RiskRule[] = [
  executables,
  extensionMismatch,
  officeMacros,
  pdfActiveContent,
  encryptedArchive,
  gpsPosition,
  authorNames,
  deviceSerials,
  editingHistory,
  softwareVersions,
  timestamps,
];

const ORDER = { high: 0, medium: 1, low: 2 } as const;

/** Every risk all rules find, most severe first. */
export function findRisks(context: RiskContext): Risk[] {
  return RULES.flatMap((rule) => rule(context)).sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
}
