import { Table } from '../../account/shared/Table';
import type { ReferenceParameter } from './ReferenceOperation';

/** Props of {@link ParameterTable}. */
export interface ParameterTableProps {
  /** Names the table, e.g. 'Parameters of GET /usfw/api-usage/my-calls'. */
  caption: string;
  parameters: readonly ReferenceParameter[];
}

/** The parameters of an operation: name, where it goes, type, whether required, and what it is. */
export function ParameterTable({ caption, parameters }: ParameterTableProps) {
  return (
    <Table caption={caption} columns={['Name', 'In', 'Type', 'Required', 'Description']}>
      {parameters.map((parameter) => (
        <tr key={`${parameter.in} ${parameter.name}`}>
          <td>
            <code>{parameter.name}</code>
          </td>
          <td>{parameter.in}</td>
          <td data-wrap>
            <code>{parameter.type}</code>
          </td>
          <td>{parameter.required ? 'Yes' : 'No'}</td>
          <td data-wrap>{parameter.description}</td>
        </tr>
      ))}
    </Table>
  );
}
