/**
 * Menu labels in the four languages of the spec (000 section 1: en, de, fr, pt; menu labels only), keyed
 * by menu key. English falls back to the menu's own title, so entries added by administrators still show.
 */
type Labels = Record<string, string>;

const de: Labels = {
  dashboard: 'Dashboard', student: 'Studierende', 'student.all': 'Alle Studierenden', 'student.clinicals': 'Klinische Praktika',
  'student.attendance': 'Anwesenheit', 'student.request': 'Anträge', 'student.alumni': 'Alumni-Liste', 'student.registrar': 'Studienbüro',
  lead: 'Interessenten', employee: 'Mitarbeitende', accounting: 'Buchhaltung', 'accounting.revenue': 'Umsatz', 'accounting.invoices': 'Rechnungen',
  'accounting.scholarship': 'Stipendien', 'accounting.loa': 'Kostenübernahmen', 'accounting.unverified': 'Ungeprüfte Zahlungen',
  'accounting.invoiceRequests': 'Rechnungsanfragen', 'accounting.lead': 'Zahlungen von Interessenten', 'accounting.payments': 'Zahlungen',
  'accounting.notifications': 'Benachrichtigungen', housing: 'Wohnheim', committee: 'Ausschusssitzung', exams: 'Prüfungen',
  'exams.kaplan': 'Kaplan', 'exams.nbmeShelf': 'NBME Shelf', 'exams.nbmeComprehensive': 'NBME Comprehensive', 'exams.retake': 'Wiederholungsprüfungen',
  'exams.bulk': 'Massenaktualisierung', reports: 'Berichte', mailLog: 'Postbuch', calendar: 'Kalender', task: 'Aufgaben',
  admin: 'Systemverwaltung', 'admin.user': 'Benutzer', 'admin.group': 'Gruppen', 'admin.groupAccess': 'Gruppenrechte', 'admin.menu': 'Menü',
  'admin.component': 'Komponenten', 'admin.menuAccess': 'Menüzugriff', 'admin.banner': 'Banner', 'admin.alert': 'Benachrichtigungsregeln',
  'admin.assignClass': 'Kurse zuweisen', 'admin.dashboard': 'Dashboard-Einstellungen', 'admin.onDemand': 'Manueller Auslöser',
  'admin.todo': 'To-do-Liste', 'admin.notifyAll': 'Studierendendaten aktualisieren', 'admin.accessLog': 'Protokoll der Aktenzugriffe', 'admin.leadSettings': 'Interessenten-Einstellungen',
  'admin.accountingSettings': 'Buchhaltungseinstellungen', 'admin.controlTable': 'Stammdaten',
  'admin.controlTable.admin': 'Verwaltung', 'admin.controlTable.registrar': 'Studienbüro', 'admin.controlTable.clinicals': 'Klinische Praktika',
  'admin.controlTable.lead': 'Interessenten', 'admin.controlTable.hr': 'Personal', 'admin.controlTable.accounting': 'Buchhaltung',
  'admin.controlTable.housing': 'Wohnheim', 'admin.controlTable.applicant': 'Bewerbende', 'admin.controlTable.survey': 'Umfragen',
};

const fr: Labels = {
  dashboard: 'Tableau de bord', student: 'Étudiants', 'student.all': 'Tous les étudiants', 'student.clinicals': 'Stages cliniques',
  'student.attendance': 'Présence', 'student.request': 'Demandes', 'student.alumni': 'Liste des anciens', 'student.registrar': 'Scolarité',
  lead: 'Prospects', employee: 'Employés', accounting: 'Comptabilité', 'accounting.revenue': 'Revenus', 'accounting.invoices': 'Factures',
  'accounting.scholarship': 'Bourses', 'accounting.loa': 'Lettres d’autorisation', 'accounting.unverified': 'Paiements non vérifiés',
  'accounting.invoiceRequests': 'Demandes de facture', 'accounting.lead': 'Paiements des prospects', 'accounting.payments': 'Paiements',
  'accounting.notifications': 'Notifications', housing: 'Logement', committee: 'Réunions de comité', exams: 'Examens',
  'exams.kaplan': 'Kaplan', 'exams.nbmeShelf': 'NBME Shelf', 'exams.nbmeComprehensive': 'NBME Comprehensive', 'exams.retake': 'Rattrapages',
  'exams.bulk': 'Mise à jour groupée', reports: 'Rapports', mailLog: 'Registre du courrier', calendar: 'Calendrier', task: 'Tâches',
  admin: 'Administration', 'admin.user': 'Utilisateurs', 'admin.group': 'Groupes', 'admin.groupAccess': 'Droits des groupes', 'admin.menu': 'Menus',
  'admin.component': 'Composants', 'admin.menuAccess': 'Accès aux menus', 'admin.banner': 'Bannière', 'admin.alert': 'Configuration des alertes',
  'admin.assignClass': 'Affecter des cours', 'admin.dashboard': 'Paramètres du tableau de bord', 'admin.onDemand': 'Déclenchement manuel',
  'admin.todo': 'Liste de tâches', 'admin.notifyAll': 'Mettre à jour les infos étudiants', 'admin.accessLog': 'Journal des consultations de dossiers', 'admin.leadSettings': 'Paramètres des prospects',
  'admin.accountingSettings': 'Paramètres comptables', 'admin.controlTable': 'Tables de référence',
  'admin.controlTable.admin': 'Administration', 'admin.controlTable.registrar': 'Scolarité', 'admin.controlTable.clinicals': 'Stages cliniques',
  'admin.controlTable.lead': 'Prospects', 'admin.controlTable.hr': 'RH', 'admin.controlTable.accounting': 'Comptabilité',
  'admin.controlTable.housing': 'Logement', 'admin.controlTable.applicant': 'Candidats', 'admin.controlTable.survey': 'Enquêtes',
};

const pt: Labels = {
  dashboard: 'Painel', student: 'Estudantes', 'student.all': 'Todos os estudantes', 'student.clinicals': 'Estágios clínicos',
  'student.attendance': 'Frequência', 'student.request': 'Solicitações', 'student.alumni': 'Lista de ex-alunos', 'student.registrar': 'Secretaria',
  lead: 'Interessados', employee: 'Funcionários', accounting: 'Contabilidade', 'accounting.revenue': 'Receita', 'accounting.invoices': 'Faturas',
  'accounting.scholarship': 'Bolsas', 'accounting.loa': 'Cartas de autorização', 'accounting.unverified': 'Pagamentos não verificados',
  'accounting.invoiceRequests': 'Pedidos de fatura', 'accounting.lead': 'Pagamentos de interessados', 'accounting.payments': 'Pagamentos',
  'accounting.notifications': 'Notificações', housing: 'Moradia', committee: 'Reuniões do comitê', exams: 'Exames',
  'exams.kaplan': 'Kaplan', 'exams.nbmeShelf': 'NBME Shelf', 'exams.nbmeComprehensive': 'NBME Comprehensive', 'exams.retake': 'Exames de recuperação',
  'exams.bulk': 'Atualização em massa', reports: 'Relatórios', mailLog: 'Registro de correio', calendar: 'Calendário', task: 'Tarefas',
  admin: 'Administração do sistema', 'admin.user': 'Usuários', 'admin.group': 'Grupos', 'admin.groupAccess': 'Acesso dos grupos', 'admin.menu': 'Menus',
  'admin.component': 'Componentes', 'admin.menuAccess': 'Acesso aos menus', 'admin.banner': 'Banner', 'admin.alert': 'Configuração de alertas',
  'admin.assignClass': 'Atribuir turmas', 'admin.dashboard': 'Configurações do painel', 'admin.onDemand': 'Disparo manual',
  'admin.todo': 'Lista de tarefas', 'admin.notifyAll': 'Atualizar dados dos estudantes', 'admin.accessLog': 'Registro de acessos aos dados dos estudantes', 'admin.leadSettings': 'Configurações de interessados',
  'admin.accountingSettings': 'Configurações contábeis', 'admin.controlTable': 'Tabelas de controle',
  'admin.controlTable.admin': 'Administração', 'admin.controlTable.registrar': 'Secretaria', 'admin.controlTable.clinicals': 'Estágios clínicos',
  'admin.controlTable.lead': 'Interessados', 'admin.controlTable.hr': 'RH', 'admin.controlTable.accounting': 'Contabilidade',
  'admin.controlTable.housing': 'Moradia', 'admin.controlTable.applicant': 'Candidatos', 'admin.controlTable.survey': 'Pesquisas',
};

/** Labels of the top bar's own menus. */
const shell: Record<string, Labels> = {
  en: { profile: 'Profile', changePassword: 'Change password', signature: 'Signature', logout: 'Log Out', language: 'Language', home: 'Home' },
  de: { profile: 'Profil', changePassword: 'Passwort ändern', signature: 'Unterschrift', logout: 'Abmelden', language: 'Sprache', home: 'Startseite' },
  fr: { profile: 'Profil', changePassword: 'Changer le mot de passe', signature: 'Signature', logout: 'Déconnexion', language: 'Langue', home: 'Accueil' },
  pt: { profile: 'Perfil', changePassword: 'Alterar senha', signature: 'Assinatura', logout: 'Sair', language: 'Idioma', home: 'Início' },
};

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'pt', name: 'Português' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

export const RESOURCES = {
  en: { menu: {}, shell: shell.en },
  de: { menu: de, shell: shell.de },
  fr: { menu: fr, shell: shell.fr },
  pt: { menu: pt, shell: shell.pt },
};
