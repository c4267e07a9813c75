import { Drawer } from 'antd';
import type { MenuNode } from '@caduceus/contracts';
import { useTranslation } from 'react-i18next';
import { ShellMenu } from './ShellMenu';
import { Brand } from './TopBar';

/** The main menu in a drawer from the left, below 1200px (loaded when first opened). */
export default function MenuDrawer({ menu, open, onClose }: { menu: MenuNode[]; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={280}
      title={<Brand />}
      styles={{ body: { padding: 0 } }}
    >
      <nav aria-label={t('menu.main')}>
        <ShellMenu menu={menu} mode="inline" onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
