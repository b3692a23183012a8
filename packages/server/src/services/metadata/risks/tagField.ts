import type { Tag } from '../readTags';

/** `Group:Tag`, the name a tag has in the metadata answer. */
export function tagField(tag: Tag): string {
  return `${tag.group}:${tag.name}`;
}

/** The tag's value as short text. */
export function tagText(tag: Tag): string {
  const text = Array.isArray(tag.value) ? tag.value.join(', ') : String(tag.value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** Groups ExifTool derives from other tags: they repeat what the file holds. */
const DERIVED_GROUPS = new Set(['Composite', 'MWG']);

/** Tags the file itself holds (not derived), one per distinct value. */
export function distinctTags(tags: Tag[], matches: (tag: Tag) => boolean): Tag[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    if (DERIVED_GROUPS.has(tag.group) || !matches(tag) || seen.has(tagText(tag))) return false;
    seen.add(tagText(tag));
    return true;
  });
}
