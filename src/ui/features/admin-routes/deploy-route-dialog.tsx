import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import { graphql } from '../../gql/index.js';
import { servedPath, type RouteRow } from './route-view.js';

export const DeployRouteDialog_SetDeployed = graphql(`
  mutation DeployRouteDialog_SetDeployed($input: SetRouteDeployedInput!) {
    setRouteDeployed(input: $input) {
      id
      rev
      deployed
    }
  }
`);

export interface DeployRouteDialogProps {
  /** The route as last read; its revision is the one the change is made at. */
  route: RouteRow;
  /** Reads the routes again, after someone else changed this one. */
  onReload: () => Promise<void>;
  onClose: () => void;
}

/** Asks before deploying or undeploying a route, and says why it could not be. */
export function DeployRouteDialog({ route, onReload, onClose }: DeployRouteDialogProps) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [setDeployed] = useMutation(DeployRouteDialog_SetDeployed);
  const { problem, busy, save, reload } = useRevisionSave({
    failed: 'adminRoutes.errors.save',
    onReload,
    loadFailed: 'adminRoutes.errors.load',
  });
  const deploying = !route.deployed;
  const values = { name: route.id, path: servedPath(route) };

  const confirm = async () => {
    const done = await save(async () => {
      await setDeployed({
        variables: { input: { name: route.id, rev: route.rev, deployed: deploying } },
      });
    });
    if (!done) return;
    showToast({
      messageKey: deploying ? 'adminRoutes.done.deployed' : 'adminRoutes.done.undeployed',
      values: { name: route.id },
      tone: 'success',
    });
    onClose();
  };

  return (
    <ModalDialog
      title={t(deploying ? 'adminRoutes.dialog.deployTitle' : 'adminRoutes.dialog.undeployTitle')}
      role="alertdialog"
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={onClose} autoFocus>
            {t('adminRoutes.dialog.cancel')}
          </Button>
          <Button isDisabled={busy} onPress={() => void confirm()}>
            {busy
              ? t(deploying ? 'adminRoutes.dialog.deploying' : 'adminRoutes.dialog.undeploying')
              : t(deploying ? 'adminRoutes.deploy' : 'adminRoutes.undeploy')}
          </Button>
        </>
      }
    >
      <p>
        {t(
          deploying ? 'adminRoutes.dialog.deployMessage' : 'adminRoutes.dialog.undeployMessage',
          values,
        )}
      </p>
      {problem ? (
        <SaveProblemAlert
          problem={problem}
          messages={{
            conflict: 'adminRoutes.dialog.conflict',
            reload: 'adminRoutes.dialog.reload',
          }}
          onReload={() => void reload()}
          busy={busy}
        />
      ) : null}
    </ModalDialog>
  );
}
