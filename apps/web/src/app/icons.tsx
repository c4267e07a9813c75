import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Menu icons arrive by name (an @ant-design/icons export). Each known name loads on first use, in its own
 * tiny chunk, so a user's shell carries only the icons of their own menu; an unknown name shows a folder.
 */
type Loader = () => Promise<{ default: ComponentType }>;
const LOADERS: Record<string, Loader> = {
  AlertOutlined: () => import('@ant-design/icons/es/icons/AlertOutlined'),
  AppstoreOutlined: () => import('@ant-design/icons/es/icons/AppstoreOutlined'),
  ApartmentOutlined: () => import('@ant-design/icons/es/icons/ApartmentOutlined'),
  AuditOutlined: () => import('@ant-design/icons/es/icons/AuditOutlined'),
  BarChartOutlined: () => import('@ant-design/icons/es/icons/BarChartOutlined'),
  BellOutlined: () => import('@ant-design/icons/es/icons/BellOutlined'),
  BlockOutlined: () => import('@ant-design/icons/es/icons/BlockOutlined'),
  BookOutlined: () => import('@ant-design/icons/es/icons/BookOutlined'),
  CalculatorOutlined: () => import('@ant-design/icons/es/icons/CalculatorOutlined'),
  CalendarOutlined: () => import('@ant-design/icons/es/icons/CalendarOutlined'),
  CarryOutOutlined: () => import('@ant-design/icons/es/icons/CarryOutOutlined'),
  CheckSquareOutlined: () => import('@ant-design/icons/es/icons/CheckSquareOutlined'),
  CloudUploadOutlined: () => import('@ant-design/icons/es/icons/CloudUploadOutlined'),
  ControlOutlined: () => import('@ant-design/icons/es/icons/ControlOutlined'),
  CreditCardOutlined: () => import('@ant-design/icons/es/icons/CreditCardOutlined'),
  CrownOutlined: () => import('@ant-design/icons/es/icons/CrownOutlined'),
  DashboardOutlined: () => import('@ant-design/icons/es/icons/DashboardOutlined'),
  DollarOutlined: () => import('@ant-design/icons/es/icons/DollarOutlined'),
  ExceptionOutlined: () => import('@ant-design/icons/es/icons/ExceptionOutlined'),
  EyeOutlined: () => import('@ant-design/icons/es/icons/EyeOutlined'),
  FileDoneOutlined: () => import('@ant-design/icons/es/icons/FileDoneOutlined'),
  FileTextOutlined: () => import('@ant-design/icons/es/icons/FileTextOutlined'),
  FolderOutlined: () => import('@ant-design/icons/es/icons/FolderOutlined'),
  FunnelPlotOutlined: () => import('@ant-design/icons/es/icons/FunnelPlotOutlined'),
  GiftOutlined: () => import('@ant-design/icons/es/icons/GiftOutlined'),
  HomeOutlined: () => import('@ant-design/icons/es/icons/HomeOutlined'),
  IdcardOutlined: () => import('@ant-design/icons/es/icons/IdcardOutlined'),
  InboxOutlined: () => import('@ant-design/icons/es/icons/InboxOutlined'),
  KeyOutlined: () => import('@ant-design/icons/es/icons/KeyOutlined'),
  LayoutOutlined: () => import('@ant-design/icons/es/icons/LayoutOutlined'),
  LineChartOutlined: () => import('@ant-design/icons/es/icons/LineChartOutlined'),
  MailOutlined: () => import('@ant-design/icons/es/icons/MailOutlined'),
  MedicineBoxOutlined: () => import('@ant-design/icons/es/icons/MedicineBoxOutlined'),
  MenuOutlined: () => import('@ant-design/icons/es/icons/MenuOutlined'),
  NotificationOutlined: () => import('@ant-design/icons/es/icons/NotificationOutlined'),
  PictureOutlined: () => import('@ant-design/icons/es/icons/PictureOutlined'),
  ReadOutlined: () => import('@ant-design/icons/es/icons/ReadOutlined'),
  RedoOutlined: () => import('@ant-design/icons/es/icons/RedoOutlined'),
  SafetyCertificateOutlined: () => import('@ant-design/icons/es/icons/SafetyCertificateOutlined'),
  SafetyOutlined: () => import('@ant-design/icons/es/icons/SafetyOutlined'),
  ScheduleOutlined: () => import('@ant-design/icons/es/icons/ScheduleOutlined'),
  SettingOutlined: () => import('@ant-design/icons/es/icons/SettingOutlined'),
  TableOutlined: () => import('@ant-design/icons/es/icons/TableOutlined'),
  TeamOutlined: () => import('@ant-design/icons/es/icons/TeamOutlined'),
  ThunderboltOutlined: () => import('@ant-design/icons/es/icons/ThunderboltOutlined'),
  UnorderedListOutlined: () => import('@ant-design/icons/es/icons/UnorderedListOutlined'),
  UserOutlined: () => import('@ant-design/icons/es/icons/UserOutlined'),
  WalletOutlined: () => import('@ant-design/icons/es/icons/WalletOutlined'),
};

export const KNOWN_ICONS = Object.keys(LOADERS);

const cache = new Map<string, LazyExoticComponent<ComponentType>>();
function iconFor(name: string): LazyExoticComponent<ComponentType> {
  const key = name in LOADERS ? name : 'FolderOutlined';
  let c = cache.get(key);
  if (!c) cache.set(key, (c = lazy(LOADERS[key])));
  return c;
}

/** An icon by name; a same-size blank holds its place while it loads. */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = iconFor(name ?? '');
  return (
    <Suspense
      fallback={
        <span className="anticon" style={{ width: '1em', height: '1em', display: 'inline-block' }} aria-hidden="true" />
      }
    >
      <Icon />
    </Suspense>
  );
}
