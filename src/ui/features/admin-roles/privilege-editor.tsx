import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { validate } from '../../../domain/validation/index.js';
import type { PrivilegePermission } from '../../../domain/validation/privilege.js';
import { Button } from '../../components/button.js';
import { CheckboxGroupField } from '../../components/checkbox-group-field.js';
import { SelectField } from '../../components/select-field.js';
import { TextField } from '../../components/text-field.js';
import { validationMessage } from '../../i18n/validation-message.js';
import styles from './admin-roles.module.css';
import {
  draftViolations,
  type AttributeAccess,
  type PrivilegeDraft,
  type PrivilegeTargetView,
} from './privilege-draft.js';

const PERMISSIONS: readonly PrivilegePermission[] = ['VIEW', 'CREATE', 'UPDATE', 'DELETE'];
const ACCESS_LEVELS: readonly AttributeAccess[] = ['none', 'read', 'readWrite'];
const PERMISSION_KEYS = {
  VIEW: 'adminRoles.privilege.view',
  CREATE: 'adminRoles.privilege.create',
  UPDATE: 'adminRoles.privilege.update',
  DELETE: 'adminRoles.privilege.delete',
} as const;
const ACCESS_KEYS = {
  none: 'adminRoles.privilege.none',
  read: 'adminRoles.privilege.read',
  readWrite: 'adminRoles.privilege.readWrite',
} as const;

export interface PrivilegeEditorProps {
  index: number;
  draft: PrivilegeDraft;
  targets: readonly PrivilegeTargetView[];
  onChange: (draft: PrivilegeDraft) => void;
  onRemove: () => void;
}

/** One privilege: its name, resource, permissions, attribute access and filter, checked live. */
export function PrivilegeEditor({
  index,
  draft,
  targets,
  onChange,
  onRemove,
}: PrivilegeEditorProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const violationsId = useId();
  const target = targets.find((candidate) => candidate.path === draft.path);
  const violations = draftViolations(draft, target);
  const filterCheck = draft.filter.trim() === '' ? null : validate('queryFilter', draft.filter);
  const filterError = filterCheck && !filterCheck.valid ? validationMessage(t, filterCheck) : null;
  const label = draft.name.trim() || String(index + 1);

  return (
    <fieldset className={styles.privilege} aria-describedby={violationsId}>
      <legend id={legendId}>{t('adminRoles.privilege.legend', { index: index + 1 })}</legend>
      <TextField
        label={t('adminRoles.privilege.name')}
        value={draft.name}
        onChange={(name) => onChange({ ...draft, name })}
        isRequired
      />
      <SelectField
        label={t('adminRoles.privilege.path')}
        value={draft.path}
        values={targets.map((candidate) => candidate.path)}
        labelOf={(path) => targets.find((candidate) => candidate.path === path)?.title ?? path}
        onChange={(path) => onChange({ ...draft, path, access: {} })}
      />
      <CheckboxGroupField
        label={t('adminRoles.privilege.permissions')}
        options={PERMISSIONS.map((permission) => ({
          id: permission,
          label: t(PERMISSION_KEYS[permission]),
        }))}
        value={draft.permissions}
        onChange={(permissions) =>
          onChange({ ...draft, permissions: permissions as PrivilegePermission[] })
        }
      />
      {target && (
        <table className={styles.attributes}>
          <caption>{t('adminRoles.privilege.attributes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminRoles.privilege.attribute')}</th>
              <th scope="col">{t('adminRoles.privilege.access')}</th>
            </tr>
          </thead>
          <tbody>
            {target.attributes.map((attribute) => (
              <tr key={attribute.name}>
                <th scope="row">
                  {attribute.title}
                  {attribute.required ? ` (${t('adminRoles.privilege.required')})` : ''}
                </th>
                <td>
                  <SelectField
                    label={`${attribute.title}: ${t('adminRoles.privilege.access')}`}
                    value={draft.access[attribute.name] ?? 'none'}
                    values={ACCESS_LEVELS}
                    labelOf={(level) => t(ACCESS_KEYS[level])}
                    onChange={(level) =>
                      onChange({ ...draft, access: { ...draft.access, [attribute.name]: level } })
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <TextField
        label={t('adminRoles.privilege.filter')}
        description={t('adminRoles.privilege.filterDescription')}
        value={draft.filter}
        onChange={(filter) => onChange({ ...draft, filter })}
        isInvalid={filterError !== null}
        errorMessage={filterError}
        spellCheck={false}
      />
      <div id={violationsId} aria-live="polite">
        {violations.length > 0 && (
          <ul className={styles.violations}>
            {violations.map((violation) => (
              <li key={violation.message}>{validationMessage(t, violation)}</li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <Button variant="secondary" onPress={onRemove}>
          {t('adminRoles.edit.removePrivilege', { name: label })}
        </Button>
      </div>
    </fieldset>
  );
}
