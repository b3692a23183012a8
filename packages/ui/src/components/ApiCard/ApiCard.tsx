'use client';

import { isSafeHref } from '@csi/contract';
import { forwardRef, type HTMLAttributes, useId } from 'react';
import { styled } from '../../theme/styled';
import { DefaultLink, type LinkComponent } from '../../types';
import { API_DESCRIPTION_LENGTH, truncate } from '../../lib/truncate';
import { Card, CardActions } from '../Card';
import { apiLabPath } from './apiLabPath';

/** Props of ApiCard. */
export interface ApiCardProps extends HTMLAttributes<HTMLElement> {
  /** API name. */
  name: string;
  /** Short description, cut to 200 characters plus '...'. */
  description: string;
  /** The API's id, used by the generic test lab link. */
  apiId: string | number;
  /** Special playground name; 0, '0' or empty means the generic lab. @default 0 */
  specialPlayground?: string | number | null;
  /** Documentation URL (opens in a new tab); shown only when it is http(s) or a path on this site. */
  documentationLink: string;
  /** Link component for the internal 'Test api' link. @default DefaultLink */
  linkComponent?: LinkComponent;
}

const Title = styled.h3`
  margin: 0;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A card of the API listing: name, shortened description, 'Test api' lab link and documentation link. */
export const ApiCard = forwardRef<HTMLElement, ApiCardProps>(function ApiCard(
  {
    name,
    description,
    apiId,
    specialPlayground = 0,
    documentationLink,
    linkComponent: Link = DefaultLink,
    ...rest
  }: ApiCardProps,
  ref,
) {
  const titleId = useId();
  return (
    <Card ref={ref} {...rest} as="article" aria-labelledby={titleId}>
      <Title id={titleId}>{name}</Title>
      <Description>{truncate(description, API_DESCRIPTION_LENGTH)}</Description>
      <CardActions>
        <Link href={apiLabPath(apiId, specialPlayground)} aria-describedby={titleId}>
          Test api
        </Link>
        {isSafeHref(documentationLink) && (
          <a href={documentationLink} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
            Documentation
          </a>
        )}
      </CardActions>
    </Card>
  );
});
