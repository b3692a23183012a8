'use client';

import { type KeyboardEvent, useRef } from 'react';
import { styled } from '../../theme/styled';

/** One tab of PanelTabs. */
export interface PanelTab<T extends string> {
  /** Identifier, also part of the tab's and panel's element ids. */
  id: T;
  /** Visible name of the tab. */
  label: string;
}

/** Props of PanelTabs. */
export interface PanelTabsProps<T extends string> {
  /** The tabs, in order. */
  tabs: readonly PanelTab<T>[];
  /** The selected tab. */
  selected: T;
  /** Called with the tab to select. */
  onSelect: (id: T) => void;
  /** Prefix of the tab ids (`${prefix}-tab-${id}`) and of the panels they control (`${prefix}-panel-${id}`). */
  idPrefix: string;
  /** Accessible name of the tab list. */
  label: string;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  & > button {
    font: inherit;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    color: ${({ theme }) => theme.color.textMuted};
    background: transparent;
    border: 0;
    border-bottom: 3px solid transparent;
    cursor: pointer;
  }
  & > button[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
`;

/** A tab list (ARIA tabs pattern): one tab in the Tab order, arrow keys, Home and End move and select. */
export function PanelTabs<T extends string>({ tabs, selected, onSelect, idPrefix, label }: PanelTabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + tabs.length) % tabs.length;
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
  };
  return (
    <List role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-controls={`${idPrefix}-panel-${tab.id}`}
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </List>
  );
}
