'use client';

import type { StyledComponent } from 'styled-components';
import { styled } from '../../theme/styled';

/** Content read by screen readers but not shown on screen. */
export const VisuallyHidden: StyledComponent<'span'> = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
