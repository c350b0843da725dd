import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formModelOf, BusinessFormField } from '@tempo/people-rules';
import { UiProviders } from '../../app/theme';
import { setupUser, User } from '../../test/user';
import { loaded } from './settings-fixtures';
import { FormFieldsEditor } from './row-editors';
import { SETTING_BY_NAME } from './settings-catalogue';
import { FormFieldRow, SettingValue, rowsOf, valueOf, wireOf } from './settings-model';

const setting = (name: string) => {
  const def = SETTING_BY_NAME.get(name);
  if (!def) throw new Error(name);
  return def;
};

/** The editor of one setting, holding its value as the settings form does. */
function renderEditor(name: string, initial: SettingValue = []) {
  const latest: { value: SettingValue } = { value: initial };
  function Host() {
    const [value, setValue] = useState<SettingValue>(initial);
    return (
      <FormFieldsEditor
        setting={setting(name)}
        value={value}
        business={loaded()}
        onChange={(next) => {
          latest.value = next;
          setValue(next);
        }}
      />
    );
  }
  render(
    <UiProviders>
      <Host />
    </UiProviders>,
  );
  return latest;
}

async function choose(user: User, scope: HTMLElement, label: string | RegExp, option: string) {
  await user.click(within(scope).getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** What the public forms read of the saved rows. */
const savedRows = (name: string, value: SettingValue) =>
  wireOf(setting(name), value) as unknown as BusinessFormField[];

describe('the form field editors drive the public forms (one field model)', () => {
  it('a built-in row of the registration form: Gender/Pronouns made required', async () => {
    const latest = renderEditor('selfRegisterFields');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Add a form field' }));
    const row = screen.getByRole('group', { name: 'Self-registration form fields 1' });
    await choose(user, row, 'Field', 'Gender/Pronouns (built-in)');
    expect(within(row).queryByLabelText(/^Name/)).toBeNull();
    await user.click(within(row).getByRole('switch', { name: 'Required' }));
    const model = formModelOf('REGISTRATION', savedRows('selfRegisterFields', latest.value));
    expect(model.builtins.GENDER).toBe('REQUIRED');
    expect(model.fields).toEqual([]);
  });

  it('the lead form offers its own built-ins (student name and age)', async () => {
    renderEditor('crmLeadCaptureFields');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Add a form field' }));
    await user.click(screen.getByLabelText('Field', { selector: 'input' }));
    expect(
      await screen.findByRole('option', { name: 'Student age (built-in)', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Student name (built-in)', hidden: true })).toBeInTheDocument();
  });

  it('a choice depending on another field: its parent and the choices of each answer', async () => {
    const latest = renderEditor('crmLeadCaptureFields');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Add a form field' }));
    const first = screen.getByRole('group', { name: 'Lead capture form fields 1' });
    await user.type(within(first).getByLabelText(/^Name/), 'Instrument');
    await choose(user, first, /^Field type/, 'One choice');
    await user.type(
      within(first).getByLabelText('Choices', { selector: 'input' }),
      'Piano{Enter}Violin{Enter}',
    );

    await user.click(screen.getByRole('button', { name: 'Add a form field' }));
    const second = screen.getByRole('group', { name: 'Lead capture form fields 2' });
    await user.type(within(second).getByLabelText(/^Name/), 'Teacher');
    await choose(user, second, /^Field type/, 'Choice depending on another field');
    await choose(user, second, 'Depends on', 'Instrument');
    await user.type(
      within(second).getByLabelText('Choices when "Piano"', { selector: 'input' }),
      'Ann{Enter}',
    );
    await user.type(
      within(second).getByLabelText('Choices when "Violin"', { selector: 'input' }),
      'Cleo{Enter}',
    );

    const [instrument, teacher] = formModelOf(
      'LEAD_FORM',
      savedRows('crmLeadCaptureFields', latest.value),
    ).fields;
    expect(instrument).toMatchObject({
      name: 'Instrument',
      type: 'SINGLE_SELECTION',
      choices: ['Piano', 'Violin'],
    });
    expect(teacher).toMatchObject({
      name: 'Teacher',
      type: 'CONDITIONAL_SELECTION',
      conditionalFieldId: instrument.id,
      conditionalOptions: [
        { selectedChoice: 'Piano', choices: ['Ann'] },
        { selectedChoice: 'Violin', choices: ['Cleo'] },
      ],
    });
  });

  it('a loaded row keeps its conditional parts and a type of its own', () => {
    const business = loaded();
    const [row] = rowsOf<FormFieldRow>(valueOf(business, setting('selfRegisterFields')));
    expect(row).toMatchObject({
      fieldType: 'select',
      conditionalFieldId: 'f0',
      conditionalOptions: [{ selectedChoice: 'Piano', choices: ['Grand'] }],
    });
  });
});
