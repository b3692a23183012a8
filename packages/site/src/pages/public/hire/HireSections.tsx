import {
  BUDGET_RANGES,
  earliestToday,
  HIRE_FEATURES,
  SOFTWARE_TYPES,
  TARGET_PLATFORMS,
  type HireRequest,
} from '@csi/api-client';
import { FileInput, Input, TextArea } from '@csi/ui';
import { CheckboxGroup } from './CheckboxGroup';
import { Checkable, Select } from './Choices';
import type { UpdateHire } from './emptyHireRequest';
import { Fieldset } from './Fieldset';
import { YesNo } from './YesNo';

/** Props of every hire form section. */
export interface HireSectionProps {
  /** The request being written. */
  form: HireRequest;
  /** Changes one field. */
  update: UpdateHire;
  /** What to fill in, under the section title. */
  intro: string;
}

/** Section 1: who is asking. */
export function UserInformation({ form, update, intro }: HireSectionProps) {
  return (
    <Fieldset>
      <legend>User Information</legend>
      <p>{intro}</p>
      <Input
        label="Full Name"
        required
        autoComplete="name"
        value={form.fullName}
        onChange={(e) => update('fullName', e.target.value)}
      />
      <Input
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={form.email}
        onChange={(e) => update('email', e.target.value)}
      />
      <Input
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        value={form.phone}
        onChange={(e) => update('phone', e.target.value)}
      />
      <Input
        label="Company"
        autoComplete="organization"
        value={form.company}
        onChange={(e) => update('company', e.target.value)}
      />
    </Fieldset>
  );
}

/** Section 2: the project, its software types ("Please specify" only with Other) and description. */
export function ProjectOverview({ form, update, intro }: HireSectionProps) {
  return (
    <Fieldset>
      <legend>Project Overview</legend>
      <p>{intro}</p>
      <Input
        label="Project Title"
        required
        value={form.projectTitle}
        onChange={(e) => update('projectTitle', e.target.value)}
      />
      <CheckboxGroup
        legend="Software Types"
        options={SOFTWARE_TYPES}
        value={form.softwareTypes}
        onChange={(value) => update('softwareTypes', value)}
      />
      {form.softwareTypes.includes('Other') && (
        <Input
          label="Please specify"
          value={form.otherSoftwareType}
          onChange={(e) => update('otherSoftwareType', e.target.value)}
        />
      )}
      <TextArea
        label="Project Description"
        required
        rows={6}
        value={form.projectDescription}
        onChange={(e) => update('projectDescription', e.target.value)}
      />
    </Fieldset>
  );
}

/** Section 3: features and users. */
export function ProjectGoals({ form, update, intro }: HireSectionProps) {
  return (
    <Fieldset>
      <legend>Project Goals</legend>
      <p>{intro}</p>
      <CheckboxGroup
        legend="Features"
        options={HIRE_FEATURES}
        value={form.features}
        onChange={(value) => update('features', value)}
      />
      <TextArea
        label="Additional Features"
        rows={3}
        value={form.additionalFeatures}
        onChange={(e) => update('additionalFeatures', e.target.value)}
      />
      <Input label="Target Users" value={form.targetUsers} onChange={(e) => update('targetUsers', e.target.value)} />
    </Fieldset>
  );
}

/** Section 4: designs and specification (file picker only when one is Yes; files are not sent). */
export function AssetsProvided({ form, update, intro }: HireSectionProps) {
  return (
    <Fieldset>
      <legend>Assets Provided</legend>
      <p>{intro}</p>
      <YesNo legend="Do you have designs?" value={form.hasDesigns} onChange={(value) => update('hasDesigns', value)} />
      <YesNo
        legend="Do you have a specification document?"
        value={form.hasSpecDoc}
        onChange={(value) => update('hasSpecDoc', value)}
      />
      {(form.hasDesigns || form.hasSpecDoc) && (
        <FileInput
          label="Upload files"
          multiple
          onFiles={(files) =>
            update(
              'uploadedFiles',
              files.map((file) => file.name),
            )
          }
        />
      )}
    </Fieldset>
  );
}

/** Section 5: budget range and deadline. */
export function BudgetTimeline({ form, update, intro }: HireSectionProps) {
  return (
    <Fieldset>
      <legend>Budget &amp; Timeline</legend>
      <p>{intro}</p>
      <label>
        Budget Range
        <Select
          value={form.budgetRange}
          onChange={(e) => update('budgetRange', BUDGET_RANGES.find((range) => range === e.target.value) ?? '')}
        >
          <option value="">Select a range</option>
          {BUDGET_RANGES.map((range) => (
            <option key={range}>{range}</option>
          ))}
        </Select>
      </label>
      <Input
        label="Deadline"
        type="date"
        min={earliestToday()}
        value={form.deadline}
        onChange={(e) => update('deadline', e.target.value)}
      />
    </Fieldset>
  );
}

/** Section 6: stack and platforms. */
export function TechnicalPreferences({ form, update, intro }: HireSectionProps) {
  return (
    <Fieldset>
      <legend>Technical Preferences</legend>
      <p>{intro}</p>
      <Input
        label="Preferred Tech Stack"
        value={form.techStack}
        onChange={(e) => update('techStack', e.target.value)}
      />
      <CheckboxGroup
        legend="Target Platforms"
        options={TARGET_PLATFORMS}
        value={form.targetPlatforms}
        onChange={(value) => update('targetPlatforms', value)}
      />
    </Fieldset>
  );
}

/** Section 7: maintenance and deployment. */
export function AdditionalServices({ form, update, intro }: HireSectionProps) {
  return (
    <Fieldset>
      <legend>Additional Services</legend>
      <p>{intro}</p>
      <Checkable
        type="checkbox"
        checked={form.needsMaintenance}
        onChange={(e) => update('needsMaintenance', e.target.checked)}
        label="Ongoing maintenance and support"
      />
      <Checkable
        type="checkbox"
        checked={form.needsDeployment}
        onChange={(e) => update('needsDeployment', e.target.checked)}
        label="Deployment and hosting setup"
      />
    </Fieldset>
  );
}
