import Foundation

/// The password rule from the TestKit quick start: 8 to 16 ASCII characters with a digit, a
/// lowercase and an uppercase letter.
func isValidPassword(string: String) -> Bool {
    let hasValidLength = (8...16).contains(string.count)
    let isASCIIOnly = string.canBeConverted(to: .ascii)
    let containsNumber = string.rangeOfCharacter(from: .decimalDigits) != nil
    let containsLowercase = string.rangeOfCharacter(from: .lowercaseLetters) != nil
    let containsUppercase = string.rangeOfCharacter(from: .uppercaseLetters) != nil
    return hasValidLength && isASCIIOnly && containsNumber && containsLowercase && containsUppercase
}
