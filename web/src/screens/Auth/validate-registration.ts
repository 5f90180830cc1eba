// The registration form's checks, in the product's order and words (the server checks the same rules).
export interface RegistrationForm {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  displayName: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function registrationProblem(form: RegistrationForm): string | null {
  if (!form.username.trim() || !form.email.trim() || !form.password) return 'Please fill in all required fields';
  if (form.username.trim().length < 3) return 'Username must be at least 3 characters long';
  if (form.password.length < 6) return 'Password must be at least 6 characters long';
  if (form.password !== form.confirmPassword) return 'Passwords do not match';
  if (!EMAIL.test(form.email.trim())) return 'Please enter a valid email address';
  return null;
}
