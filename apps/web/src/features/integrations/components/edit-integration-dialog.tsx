import { useState, type SyntheticEvent } from 'react';
import type { AppliedIntegration, UpdateIntegrationResponse } from '@zappy/contract/integrations';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { applyErrors } from '../api/apply-integrations';
import { useUpdateIntegration } from '../api/update-integration';
import { serverErrorText } from '../lib/error-text';
import { useIntegrationSpeech } from '../lib/integration-words';
import { storedValues, toConfiguration, type ToolSchema } from '../lib/schema-form';
import { RefusedSettings } from './refused-settings';
import { ToolSettingsForm } from './tool-settings-form';

interface EditIntegrationDialogProps {
  websiteId: string;
  integration: AppliedIntegration;
  /** The integration's name as the panel shows it: "Plausible Analytics". */
  name: string;
  schema: ToolSchema;
  onClose: () => void;
  /** The settings were saved as a new version. */
  onUpdated: (response: UpdateIntegrationResponse) => void;
}

/**
 * One applied integration's settings, filled with what is stored, saved in place. The server
 * checks them as it checks an apply; a refusal is shown here, with nothing changed.
 */
export function EditIntegrationDialog({
  websiteId,
  integration,
  name,
  schema,
  onClose,
  onUpdated,
}: EditIntegrationDialogProps) {
  const { words, lang, dir, closeLabel } = useIntegrationSpeech();
  const update = useUpdateIntegration(websiteId, integration.toolName);
  const [values, setValues] = useState(() => storedValues(schema, integration.configuration));
  const [errors, setErrors] = useState<string[]>([]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setErrors([]);
    update.mutate(toConfiguration(schema, values), {
      onSuccess: onUpdated,
      onError: (error) => {
        const listed = applyErrors(error);
        setErrors(listed.length > 0 ? listed : [serverErrorText(error, words.edit.failed)]);
      },
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={words.edit.named(name)}
      description={words.edit.intro}
      size="lg"
      isDismissDisabled={update.isPending}
      closeLabel={closeLabel}
      lang={lang}
      dir={dir}
    >
      <form onSubmit={submit}>
        <ToolSettingsForm
          label={words.settings(name)}
          schema={schema}
          values={values}
          onChange={setValues}
        />
        <RefusedSettings title={words.edit.refused} errors={errors} />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {words.cancel}
          </Button>
          <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? words.edit.saving : words.edit.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
