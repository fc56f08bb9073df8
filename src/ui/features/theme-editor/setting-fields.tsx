import { TextField } from '../../components/text-field.js';
import { ToggleSwitch } from '../../components/toggle-switch.js';

export interface TextSettingProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  description?: string | undefined;
  inputMode?: 'text' | 'numeric' | 'url';
}

export function TextSetting({ inputMode = 'text', ...field }: TextSettingProps) {
  return <TextField {...field} inputMode={inputMode} spellCheck={false} />;
}

export function TextAreaSetting(field: Omit<TextSettingProps, 'inputMode'>) {
  return <TextField {...field} rows={4} spellCheck={false} />;
}

export interface ToggleSettingProps {
  label: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isDisabled?: boolean;
}

export function ToggleSetting({ label, isSelected, onChange, isDisabled }: ToggleSettingProps) {
  return (
    <ToggleSwitch isSelected={isSelected} onChange={onChange} isDisabled={isDisabled ?? false}>
      {label}
    </ToggleSwitch>
  );
}
