import LockIcon from '@mui/icons-material/Lock';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { MenuItemProps } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  Logout,
  UserMenu,
  useAuthProvider,
  useLogout,
  useNotify,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { useNavigate } from 'react-router';
import type { PlaydeckAuthProvider } from '../api/auth-provider';
import { useErrorMessage } from '../shared/use-error-message';

function SecurityItem(props: MenuItemProps) {
  const translate = useTranslate();
  const { onClose } = useUserMenu() ?? {};
  const navigate = useNavigate();
  return (
    <MenuItem
      {...props}
      onClick={() => {
        onClose?.();
        void navigate('/security');
      }}
    >
      <ListItemIcon>
        <LockIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.menu.security')}</ListItemText>
    </MenuItem>
  );
}

function SignOutEverywhereItem(props: MenuItemProps & { onChoose: () => void }) {
  const { onChoose, ...rest } = props;
  const translate = useTranslate();
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItem
      {...rest}
      onClick={() => {
        onClose?.();
        onChoose();
      }}
    >
      <ListItemIcon>
        <PowerSettingsNewIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.menu.sign_out_everywhere')}</ListItemText>
    </MenuItem>
  );
}

/** Security (two-factor), sign out everywhere, sign out. The dialog lives here: the menu closes first. */
export function AppUserMenu() {
  const auth = useAuthProvider<PlaydeckAuthProvider>();
  const logout = useLogout();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const signOutEverywhere = async () => {
    setPending(true);
    try {
      await auth?.signOutEverywhere();
      setOpen(false);
      await logout();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <UserMenu>
        <SecurityItem />
        <SignOutEverywhereItem onChoose={() => setOpen(true)} />
        <Logout />
      </UserMenu>
      <Confirm
        isOpen={open}
        loading={pending}
        title="app.menu.sign_out_everywhere"
        content="app.menu.sign_out_everywhere_confirm"
        confirm="app.menu.sign_out_everywhere"
        confirmColor="warning"
        onConfirm={signOutEverywhere}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
